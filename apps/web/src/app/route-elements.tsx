import { createElement, lazy, Suspense, useEffect, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type LazyRoute = RouteObject & { lazy: () => Promise<{ Component?: ComponentType | null }> };

/** Screen components already downloaded, keyed by their route: they render without suspending. */
const loadedComponents = new WeakMap<RouteObject, ComponentType>();

function isLazy(route: RouteObject): route is LazyRoute {
  return typeof route.lazy === 'function';
}

async function loadComponent(route: LazyRoute): Promise<ComponentType> {
  const cached = loadedComponents.get(route);
  if (cached) return cached;
  const { Component } = await route.lazy();
  if (!Component) throw new Error(`route ${route.path ?? '(layout)'} has no Component`);
  loadedComponents.set(route, Component);
  return Component;
}

/**
 * Downloads the screens `pathname` renders before the first render: the prerender does it so the
 * HTML holds the whole page, the browser does it before hydrating so its first render matches
 * that HTML exactly (no fallback flash, no hydration mismatch).
 */
export async function preloadRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (isLazy(route) ? loadComponent(route) : null)));
}

const screens = new WeakMap<RouteObject, ComponentType>();
const shown = new WeakMap<RouteObject, { promise: Promise<void>; resolve: () => void }>();

/** Settles once `route`'s screen has rendered and run its effects. */
function shownOf(route: RouteObject) {
  let entry = shown.get(route);
  if (!entry) {
    let resolve = () => {};
    const promise = new Promise<void>((settle) => (resolve = settle));
    entry = { promise, resolve };
    shown.set(route, entry);
  }
  return entry;
}

/**
 * Settles once the deepest screen `pathname` renders has run its effects: on a prerendered page,
 * once React has hydrated all of it (each screen's Suspense boundary hydrates after the one
 * around it). main.tsx replays the taps it held until then.
 */
export function firstScreenShown(routes: RouteObject[], pathname: string): Promise<void> {
  const deepest = (matchRoutes(routes, pathname) ?? []).filter(({ route }) => isLazy(route)).pop();
  return deepest ? shownOf(deepest.route).promise : Promise.resolve();
}

/**
 * One stable component per lazy route: it renders the downloaded screen directly when it is
 * already loaded (first render after preloading), else suspends on React's `lazy`.
 */
function screenOf(route: LazyRoute): ComponentType {
  let Screen = screens.get(route);
  if (!Screen) {
    const Lazy = lazy(() => loadComponent(route).then((Component) => ({ default: Component })));
    Screen = function RouteScreen() {
      useEffect(() => shownOf(route).resolve(), []);
      return createElement(loadedComponents.get(route) ?? Lazy);
    };
    screens.set(route, Screen);
  }
  return Screen;
}

/**
 * Turns the route table (React Router route objects with `lazy`) into element routes for
 * `useRoutes`. React Router's declarative mode is about 17 KB gzipped lighter than its data
 * router, and we use no loaders or actions; code splitting is React's own `lazy`.
 */
export function toElementRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const element = isLazy(route) ? (
      <Suspense fallback={null}>{createElement(screenOf(route))}</Suspense>
    ) : (
      (route.element ?? (route.Component ? createElement(route.Component) : undefined))
    );
    const children = route.children ? toElementRoutes(route.children) : undefined;
    return { path: route.path, index: route.index, element, children } as RouteObject;
  });
}
