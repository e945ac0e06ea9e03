import { useMatches } from 'react-router';

/** What a route tells the shells about itself (its `handle`). */
export interface RouteHandle {
  title: string;
  /**
   * What the Help article about this screen is found by (its element key, or its path for a screen at a
   * fixed address), when the menu grants Help: what its header's "?" opens.
   */
  helpTopic?: string;
  /** The catch-all: the address is none of this product's (a visitor is shown not-found, not sent to sign in). */
  isUnknownAddress?: boolean;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** The title of the deepest matched route that names one. */
export function usePageTitle(): string {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return '';
}

/** The Help topic of the deepest matched route that names a title, if it has one. */
export function useHelpTopic(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.helpTopic;
  }
  return undefined;
}

/** Whether the address matched no route but the catch-all. */
export function useIsUnknownAddress(): boolean {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle;
  return isRouteHandle(handle) && handle.isUnknownAddress === true;
}
