/** One page of a member's list, with the totals the portal's pager shows. */
export const paged = <T>(list: T[], total: number, size: number) => ({
  list,
  total,
  totalPages: Math.ceil(total / size),
});
