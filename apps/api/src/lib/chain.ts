/** The partner ids of a materialised path, from the root down: `/1/4/9/` → [1, 4, 9]. */
export function chainOf(path: string): number[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((id) => Number(id));
}
