/** What a screen route tells the pages under it (kept on the route, not in component props). */
export interface ScreenHandle {
  readonly title: string;
  readonly kind: 'screen' | 'tab';
}
