/** The public calls of `/common/...` (the path the original app used): the published settings and documents. */
import { memberApi } from '@kabuto/contracts';
import { renderDocument } from '@kabuto/i18n';
import type { Router } from '../http/router';
import type { ConfigService } from './config.service';

export function settingsRoutes<Principal>(router: Router<Principal>, config: ConfigService): void {
  router.add(memberApi.config, () => config.publicConfig());
  router.add(memberApi.text, async ({ body, language }) => {
    const settings = Object.fromEntries((await config.publicConfig()).map((entry) => [entry.name, entry.value]));
    return renderDocument(body.name, language, settings);
  });
}
