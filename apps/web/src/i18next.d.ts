/** Makes `t()` accept only keys that exist in the catalogs, so a missing text fails the type check. */
import 'i18next';
import type { Catalog } from '@kabuto/i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog };
  }
}
