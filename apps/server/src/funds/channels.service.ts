/** Deposit channels as members see them and as staff keep them. */
import type { z } from 'zod';
import type { channelSaveRequest } from '@kabuto/contracts';
import { formatAmount, isRejection, money, reject, rejectField, type Rejection } from '@kabuto/domain';
import type { Database } from '../db/database';
import type { ConfigService } from '../settings/config.service';
import type { AuditTrail } from '../platform/audit';
import * as channels from './channels.repository';
import { parseMoneyField } from './funds-rules';

export type ChannelsService = ReturnType<typeof createChannelsService>;

export function createChannelsService({ db, config }: { db: Database; config: ConfigService }) {
  const shape = (channel: channels.ChannelRow) => ({
    id: channel.id,
    name: channel.name,
    currency: channel.currency,
    min: formatAmount(money(channel.currency, channel.min)),
    max: formatAmount(money(channel.currency, channel.max)),
    payee: channel.payee,
  });

  return {
    async forMembers() {
      const { days, hours } = (await config.fundsConfig()).deposit;
      return (await channels.listChannels(db.pool, true)).map((channel) => ({ ...shape(channel), hours, days }));
    },

    async forStaff() {
      return (await channels.listChannels(db.pool, false)).map((channel) => ({ ...shape(channel), active: channel.active }));
    },

    async save(body: z.output<typeof channelSaveRequest>, audit: AuditTrail): Promise<{ id: number } | Rejection> {
      const min = parseMoneyField('min', body.min, body.currency);
      if (isRejection(min)) return min;
      const max = parseMoneyField('max', body.max, body.currency);
      if (isRejection(max)) return max;
      if (max.minor < min.minor) return rejectField('max', 'invalid_format');
      return db.transaction(async (tx) => {
        const before = body.id === undefined ? null : await channels.findChannel(tx, body.id);
        if (body.id !== undefined && !before) return reject('not_found');
        const payee = {
          bankName: body.bankName,
          branchName: body.branchName,
          accountNumber: body.accountNumber,
          accountName: body.accountName,
        };
        const id = await channels.saveChannel(tx, {
          ...(body.id === undefined ? {} : { id: body.id }),
          name: body.name,
          currency: body.currency,
          min: min.minor,
          max: max.minor,
          active: body.active,
          payee,
        });
        if (id === null) return reject('not_found');
        const after = { ...body, min: formatAmount(min), max: formatAmount(max) };
        await audit.record(tx, {
          action: body.id === undefined ? 'channel.create' : 'channel.update',
          target: `channel:${id}`,
          before: before && { ...shape(before), active: before.active },
          after,
        });
        return { id };
      });
    },
  };
}
