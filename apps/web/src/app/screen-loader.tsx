/**
 * Screens loaded on first visit, each with the catalog parts its texts are in, and the preloading
 * of a route's screens before it renders (start-up, so the first screen shows without a pass of
 * the loading screen).
 */
import { isValidElement, lazy, useState, type ComponentType, type ReactNode } from 'react';
import type { CatalogPart } from '@kabuto/i18n';
import type { Translations } from '../ui/translator';

/** A screen loaded on first visit, whose download can also start before it is rendered. */
type LazyScreen<Props extends object> = ComponentType<Props> & { preload: () => Promise<unknown> };

/**
 * Makes a screen loaded on first visit: its code and the catalog parts beyond the start-up one
 * that its texts are in, downloaded side by side; it renders once both are there.
 */
export type ScreenLoader = <Props extends object>(
  parts: readonly CatalogPart[],
  load: () => Promise<ComponentType<Props>>,
) => LazyScreen<Props>;

export function screenLoader(needTexts: Translations['need']): ScreenLoader {
  return <Props extends object>(parts: readonly CatalogPart[], load: () => Promise<ComponentType<Props>>) => {
    let loading: Promise<ComponentType<Props>> | undefined;
    let loaded: ComponentType<Props> | undefined;
    const preload = () => {
      loading ??= Promise.all([load(), needTexts(parts)]).then(([Screen]) => (loaded = Screen));
      // A failed download is tried again on the next visit, not remembered.
      loading.catch(() => (loading = undefined));
      return loading;
    };
    const Lazy = lazy(async () => ({ default: await preload() }));
    // React.lazy renders even a screen whose code is already here one pass late, after showing the
    // loading screen, and React shows what replaces a loading screen no sooner than 300 ms after
    // it: at start-up, with the first screen preloaded, that would cost 300 ms. A screen already
    // here renders at once instead. The choice is made once per mount, so that a screen never
    // swaps its component (and loses its state) when its download lands.
    function Screen(props: Props) {
      const [Shown] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
      return <Shown {...props} />;
    }
    return Object.assign(Screen, { preload });
  };
}

/** Downloads the lazy screens in a route's element (and in the elements it wraps). */
export function preloadElement(element: ReactNode): Promise<unknown>[] {
  if (!isValidElement<{ children?: ReactNode }>(element)) return [];
  const { type } = element;
  const preload: unknown = typeof type === 'object' || typeof type === 'function' ? Reflect.get(type, 'preload') : undefined;
  const own = typeof preload === 'function' ? [(preload as () => Promise<unknown>)()] : [];
  return [...own, ...preloadElement(element.props.children)];
}
