/** The public settings: kept in the database, checked per key when staff change them. */
import {
  editableConfig,
  editableConfigKeys,
  isEditableConfigKey,
  type ConfigEntry,
  type EditableConfigKey,
} from '@kabuto/contracts';
import { reject, rejectField, type Rejection } from '@kabuto/domain';
import type { Database } from '../db/database';
import type { AuditTrail } from '../backoffice/audit';
import { configDefaults } from './config-defaults';
import * as settings from './config.repository';

export type ConfigService = ReturnType<typeof createConfigService>;

export function createConfigService({ db, marketSessions }: { db: Database; marketSessions: string }) {
  /** Settings that follow from how the server was started. */
  const runtime: ConfigEntry[] = [{ name: 'marketSessions', value: marketSessions }];

  return {
    /** Adds any setting a new version introduced, leaving changed values alone. */
    ensureDefaults: () => settings.insertMissing(db.pool, configDefaults),

    /** The current value of one setting. */
    async value(name: EditableConfigKey): Promise<string> {
      const { rows } = await db.pool.query<{ value: string }>('SELECT value FROM app_config WHERE name = $1', [name]);
      return rows[0]?.value ?? configDefaults[name];
    },

    async publicConfig(): Promise<ConfigEntry[]> {
      const stored = await settings.listConfig(db.pool);
      const known = stored.filter((row) => isEditableConfigKey(row.name));
      return [...known.map(({ name, value }) => ({ name, value })), ...runtime];
    },

    async listForStaff() {
      const stored = await settings.listConfig(db.pool);
      return [
        ...stored
          .filter((row) => isEditableConfigKey(row.name))
          .map((row) => ({ name: row.name, value: row.value, editable: true, updatedAt: row.updatedAt.toISOString() })),
        ...runtime.map((entry) => ({ ...entry, editable: false, updatedAt: null })),
      ];
    },

    async set(name: string, value: string, audit: AuditTrail): Promise<Record<string, never> | Rejection> {
      if (!isEditableConfigKey(name)) return reject('not_found');
      const checked = editableConfig[name].safeParse(value);
      if (!checked.success) return rejectField('value', 'invalid_format');
      return db.transaction(async (tx) => {
        const before = await settings.updateConfig(tx, name, value);
        if (before === null) return reject('not_found');
        await audit.record(tx, { action: 'config.set', target: name, before: { value: before }, after: { value } });
        return {};
      });
    },

    keys: editableConfigKeys,
  };
}
