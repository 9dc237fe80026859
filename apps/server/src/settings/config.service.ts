/** The public settings: kept in the database, checked per key when staff change them. */
import { AsyncResource } from 'node:async_hooks';
import {
  editableConfig,
  editableConfigKeys,
  isEditableConfigKey,
  type ConfigEntry,
  type EditableConfigKey,
} from '@kabuto/contracts';
import {
  fundsConfigFrom,
  isRejection,
  loanConfigFrom,
  reject,
  rejectField,
  tradingConfigFrom,
  type FundsConfig,
  type LoanConfig,
  type Rejection,
  type TradingConfig,
} from '@kabuto/domain';
import type { Database, Queryable } from '../db/database';
import type { AuditTrail } from '../platform/audit';
import { configDefaults } from './config-defaults';
import * as settings from './config.repository';

export { configDefaults } from './config-defaults';

export type ConfigService = ReturnType<typeof createConfigService>;

/**
 * How long this node reuses the settings it read. Every order reads them, so they are kept for a
 * moment rather than queried each time; a change made on this node applies at once, one made on
 * another node within this long. Inside a transaction the settings are never read through the
 * pool (that would wait for a second connection while holding one): a read there answers with
 * what is held and starts a new read outside the transaction, which it does not wait for.
 */
const settingsCacheMs = 1_000;

/** Settings read once (`ConfigService.snapshot`), answering without the database. */
export interface SettingsSnapshot {
  value(name: EditableConfigKey): Promise<string>;
  fundsConfig(): Promise<FundsConfig>;
}

export function createConfigService({ db, marketSessions }: { db: Database; marketSessions: string }) {
  /** Settings that follow from how the server was started. */
  const runtime: ConfigEntry[] = [{ name: 'marketSessions', value: marketSessions }];
  const cache = settingsCache(db);
  const stored = cache.rows;
  /** The trading rules' settings of each read of the settings, parsed once rather than per order. */
  const parsedTrading = new WeakMap<settings.ConfigRow[], TradingConfig>();
  const parsedFunds = new WeakMap<settings.ConfigRow[], FundsConfig>();
  const publicEntries = (rows: readonly settings.ConfigRow[]): ConfigEntry[] => [
    ...rows.filter((row) => isEditableConfigKey(row.name)).map(({ name, value }) => ({ name, value })),
    ...runtime,
  ];

  return {
    /** Adds any setting a new version introduced, leaving changed values alone, and reads them all. */
    async ensureDefaults(): Promise<void> {
      await settings.insertMissing(db.pool, configDefaults);
      await cache.refresh();
    },

    /** The current value of one setting. */
    async value(name: EditableConfigKey): Promise<string> {
      return (await stored()).find((row) => row.name === name)?.value ?? configDefaults[name];
    },

    /** One setting read through `reader`: for a use case already inside a transaction (never a second connection). */
    async valueIn(reader: Queryable, name: EditableConfigKey): Promise<string> {
      return (await settings.listConfig(reader)).find((row) => row.name === name)?.value ?? configDefaults[name];
    },

    async publicConfig(): Promise<ConfigEntry[]> {
      return publicEntries(await stored());
    },

    /** The settings of deposits and withdrawals (hours, days, yen limits, card cool-down), as `fundsConfigFrom` reads them. */
    async fundsConfig(): Promise<FundsConfig> {
      const rows = await stored();
      let funds = parsedFunds.get(rows);
      if (!funds) {
        const value = (name: EditableConfigKey) => rows.find((row) => row.name === name)?.value ?? configDefaults[name];
        funds = fundsConfigFrom({
          depositHours: value('depositHours'),
          depositDays: value('depositDays'),
          minDeposit: value('minDeposit'),
          maxDeposit: value('maxDeposit'),
          withdrawHours: value('withdrawHours'),
          withdrawDays: value('withdrawDays'),
          minWithdraw: value('minWithdraw'),
          maxWithdraw: value('maxWithdraw'),
          withdrawCardCooldownHours: value('withdrawCardCooldownHours'),
        });
        parsedFunds.set(rows, funds);
      }
      return funds;
    },

    /**
     * The settings as they are now, read once: a use case takes this before its transaction, so
     * nothing inside the transaction waits for a second connection to re-read the settings (which
     * under a storm of calls, every connection in a transaction, would wait for ever).
     */
    async snapshot(): Promise<SettingsSnapshot> {
      const rows = await stored();
      const value = (name: EditableConfigKey) => rows.find((row) => row.name === name)?.value ?? configDefaults[name];
      const funds = await this.fundsConfig();
      return { value: async (name) => value(name), fundsConfig: async () => funds };
    },

    /** The settings of the trading rules (fees, margins, lots, close rules), as `tradingConfigFrom` reads them. */
    async tradingConfig(): Promise<TradingConfig> {
      const rows = await stored();
      let trading = parsedTrading.get(rows);
      if (!trading) {
        trading = tradingConfigFrom(Object.fromEntries(publicEntries(rows).map((entry) => [entry.name, entry.value])));
        parsedTrading.set(rows, trading);
      }
      return trading;
    },

    /** The loan rules' settings (maximum LTV, yearly rate, terms), as `loanConfigFrom` reads them. */
    async loanConfig(): Promise<LoanConfig> {
      const value = this.value.bind(this);
      return loanConfigFrom({
        loanMaxLtv: await value('loanMaxLtv'),
        loanApr: await value('loanApr'),
        loanTermDays: await value('loanTermDays'),
      });
    },

    async listForStaff() {
      const rows = await settings.listConfig(db.pool);
      return [
        ...rows
          .filter((row) => isEditableConfigKey(row.name))
          .map((row) => ({ name: row.name, value: row.value, editable: true, updatedAt: row.updatedAt.toISOString() })),
        ...runtime.map((entry) => ({ ...entry, editable: false, updatedAt: null })),
      ];
    },

    async set(name: string, value: string, audit: AuditTrail): Promise<Record<string, never> | Rejection> {
      if (!isEditableConfigKey(name)) return reject('not_found');
      const checked = editableConfig[name].safeParse(value);
      if (!checked.success) return rejectField('value', 'invalid_format');
      const values = {
        ...configDefaults,
        ...Object.fromEntries((await stored()).map((row) => [row.name, row.value])),
        [name]: value,
      };
      if (!tradingSettingsHold(values) || !loanSettingsHold(values)) {
        return rejectField('value', 'not_allowed_value');
      }
      const saved = await db.transaction(async (tx) => {
        const before = await settings.updateConfig(tx, name, value);
        if (before === null) return reject('not_found');
        await audit.record(tx, { action: 'config.set', target: name, before: { value: before }, after: { value } });
        return {};
      });
      // Read again after the commit, so no read in between can keep the old value.
      if (!isRejection(saved)) await cache.refresh();
      return saved;
    },

    keys: editableConfigKeys,
  };
}

/**
 * The settings as last read, read again once older than `settingsCacheMs`: awaited outside a
 * transaction, started outside it and not awaited inside one. A later read never gives way to an
 * earlier one that answers after it, and a failed read keeps what was held.
 */
function settingsCache(db: Database) {
  let held: { readAt: number; rows: settings.ConfigRow[] } | null = null;
  let reads = 0;
  let newestApplied = 0;
  let pending: Promise<settings.ConfigRow[]> | null = null;
  const refresh = async (): Promise<settings.ConfigRow[]> => {
    const read = ++reads;
    const readAt = Date.now();
    const rows = await settings.listConfig(db.pool);
    if (read > newestApplied) {
      newestApplied = read;
      held = { readAt, rows };
    }
    return held?.rows ?? rows;
  };
  /** One read at a time, shared by the callers that find the settings old. */
  const refreshOnce = () => (pending ??= refresh().finally(() => (pending = null)));
  // Bound where the service is made, outside any transaction: the read it starts is not the transaction's.
  const refreshOutside = AsyncResource.bind(() => void refreshOnce().catch(() => undefined));
  return {
    refresh,
    async rows(): Promise<settings.ConfigRow[]> {
      if (held && Date.now() - held.readAt < settingsCacheMs) return held.rows;
      if (held && db.inTransaction()) {
        refreshOutside();
        return held.rows;
      }
      return refreshOnce();
    },
  };
}

/**
 * Whether the settings together still make sense to the trading rules (a warning level above
 * the maintenance rate, say), which no single value's format can tell.
 */
function tradingSettingsHold(values: Record<string, string>): boolean {
  try {
    tradingConfigFrom(values);
    return true;
  } catch {
    return false;
  }
}

/** Whether the loan settings make sense together (a maximum LTV under the warning level, distinct terms). */
function loanSettingsHold(values: Record<EditableConfigKey, string>): boolean {
  try {
    loanConfigFrom(values);
    return true;
  } catch {
    return false;
  }
}
