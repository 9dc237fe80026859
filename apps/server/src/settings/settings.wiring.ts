/** The settings' part of the composition root: the one service every domain reads its settings from, and its calls. */
import type { Database } from '../db/database';
import type { DomainRoutes } from '../http/domain-apis';
import { settingsRoutes } from './settings.routes';
import { createConfigService } from './config.service';

export function wireSettings({ db, marketSessions }: { db: Database; marketSessions: string }) {
  const config = createConfigService({ db, marketSessions });
  const routes: DomainRoutes = { member: ({ router }) => settingsRoutes(router, config) };
  return { config, routes };
}
