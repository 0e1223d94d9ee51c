import { type ComponentType, isValidElement, lazy, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A screen loaded on first visit (React.lazy) that can also be loaded before the first render
 * (`preloadOf`): then it renders at once instead of suspending, so the app's first screen
 * replaces the one the server rendered into the page in one step, with no empty frame between.
 */
// biome-ignore lint/suspicious/noExplicitAny: any screen's props, as React.lazy takes them
export function screen<P extends ComponentType<any>>(load: () => Promise<{ default: P }>) {
  let loaded: { default: P } | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  // React.lazy takes a module that is already here without suspending when the thenable it is
  // handed settles at once.
  const settled = (module: { default: P }) =>
    // biome-ignore lint/suspicious/noThenProperty: a settled thenable is what React.lazy reads synchronously
    ({ then: (resolve: (m: { default: P }) => void) => resolve(module) }) as Promise<{ default: P }>;
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : preload())),
    { preload },
  );
}

/** A route as a feature declares it (issue 26, part 5): the router and the server read the flags. */
export interface ScreenRoute {
  path: string;
  /** The screen: a `screen()` loaded on first visit, or a component already in the bundle. */
  // biome-ignore lint/suspicious/noExplicitAny: any screen's props
  screen: ComponentType<any>;
  props?: Record<string, unknown>;
  /** Members only: a visitor is sent to /login (SPEC.md §2 "Guard"). */
  members?: true;
  /** Under the bottom tab bar (home, recharge, trend, my). */
  tab?: true;
  /**
   * Rendered by the server for a first visit (apps/server/src/http/shell.ts): `module` is the
   * screen's file, whose styles the page links; `members`, for a member only.
   */
  ssr?: { module: string; members?: true };
}

/**
 * React Router's routes for a list of screen routes: each screen in Suspense (the tab layout has
 * its own; so does the console's shell: `suspense: false`), behind `guard` when it is for members;
 * tab screens apart, for the tab layout's children.
 */
export function routeObjects(
  list: readonly ScreenRoute[],
  guard: (element: ReactNode) => ReactNode,
  options: { suspense?: boolean } = {},
): { tabs: RouteObject[]; pages: RouteObject[] } {
  const element = (r: ScreenRoute, suspense: boolean) => {
    const Screen = r.screen;
    const shown = suspense ? (
      <Suspense fallback={null}>
        <Screen {...r.props} />
      </Suspense>
    ) : (
      <Screen {...r.props} />
    );
    return r.members ? guard(shown) : shown;
  };
  return {
    tabs: list.filter((r) => r.tab).map((r) => ({ path: r.path, element: element(r, false) })),
    pages: list.filter((r) => !r.tab).map((r) => ({ path: r.path, element: element(r, options.suspense ?? true) })),
  };
}

/** Loads the screen a route element shows, through guards and Suspense around it. */
export function preloadOf(element: ReactNode): Promise<unknown> | undefined {
  if (!isValidElement(element)) return undefined;
  const type = element.type as { preload?: () => Promise<unknown> };
  if (typeof type === 'object' && type !== null && typeof type.preload === 'function') return type.preload();
  // A guard (RequireAuth) or a Suspense around the screen.
  return preloadOf((element.props as { children?: ReactNode }).children);
}
