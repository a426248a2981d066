/** Saves text as a file through a temporary object URL. */
export const downloadText = (filename: string, text: string, type = 'text/csv;charset=utf-8') => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** Every page of a server result (the CSV holds the whole filter, not the page on screen). */
export const fetchAll = async <Row>(
  fetchPage: (page: number) => Promise<{ list: Row[]; totalPages: number }>,
): Promise<Row[]> => {
  const first = await fetchPage(1);
  const rows = [...first.list];
  for (let p = 2; p <= first.totalPages; p++) rows.push(...(await fetchPage(p)).list);
  return rows;
};
