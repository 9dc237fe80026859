/** The public settings: kept in the database, checked per key when staff change them. */
import {
  editableConfig,
  editableConfigKeys,
  isEditableConfigKey,
  type ConfigEntry,
  type EditableConfigKey,
} from '@kabuto/contracts';
import {
  fundsConfigFrom,
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
 * another node within this long.
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
  let cached: { readAt: number; rows: Promise<settings.ConfigRow[]> } | null = null;
  const stored = (): Promise<settings.ConfigRow[]> => {
    if (cached && Date.now() - cached.readAt < settingsCacheMs) return cached.rows;
    const rows = settings.listConfig(db.pool);
    cached = { readAt: Date.now(), rows };
    // A failed read is not kept: the next call asks again.
    rows.catch(() => (cached = null));
    return rows;
  };
  /** The trading rules' settings of each read of the settings, parsed once rather than per order. */
  const parsedTrading = new WeakMap<settings.ConfigRow[], TradingConfig>();
  const parsedFunds = new WeakMap<settings.ConfigRow[], FundsConfig>();
  const publicEntries = (rows: readonly settings.ConfigRow[]): ConfigEntry[] => [
    ...rows.filter((row) => isEditableConfigKey(row.name)).map(({ name, value }) => ({ name, value })),
    ...runtime,
  ];

  return {
    /** Adds any setting a new version introduced, leaving changed values alone. */
    ensureDefaults: () => settings.insertMissing(db.pool, configDefaults),

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
      // Forgotten after the commit, so no read in between can keep the old value.
      cached = null;
      return saved;
    },

    keys: editableConfigKeys,
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
