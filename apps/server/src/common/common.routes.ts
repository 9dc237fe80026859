/** The public calls of `/common/...`. */
import { memberApi } from '@kabuto/contracts';
import { documents } from '@kabuto/i18n';
import type { Router } from '../http/router';
import type { ConfigService } from './config.service';

export function commonRoutes<Principal>(router: Router<Principal>, config: ConfigService): void {
  router.add(memberApi.config, () => config.publicConfig());
  router.add(memberApi.text, async ({ body, language }) => documents[body.name][language]);
}
