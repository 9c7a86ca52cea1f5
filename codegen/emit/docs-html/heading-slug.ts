// Heading ids as GitHub writes them for the same Markdown, so that a fragment such as
// `users.md#user_get_list` names the same heading on GitHub and in the HTML reference: lower case,
// punctuation dropped (letters, digits, `_` and `-` kept), spaces turned into `-`, and a repeated
// heading numbered `-1`, `-2`... in page order.

/** A fresh slugger per page: ids are unique within one page only. */
export function createSlugger(): (text: string) => string {
  // the numbering github-slugger applies: occurrences of each base, and every id handed out
  const occurrences = new Map<string, number>();
  return (text: string) => {
    const base = text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    let slug = base;
    while (occurrences.has(slug)) {
      const n = occurrences.get(base)! + 1;
      occurrences.set(base, n);
      slug = `${base}-${n}`;
    }
    occurrences.set(slug, 0);
    return slug;
  };
}
