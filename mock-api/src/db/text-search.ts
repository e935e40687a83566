import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * pg_trgm word_similarity at which a typed word counts as found: low enough that
 * one slip ("panik", "hodie") or a swap ("vinly") still finds the word.
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;
/**
 * A word must also match at least this share as well as it matches best anywhere in the rows searched:
 * where "shirt" is found as typed (the tees), its trigram near-misses elsewhere ("ships", "restocks"
 * for "socks") drop out, while a typo whose best match is itself a near-miss ("hodie") still finds it.
 */
const SHARE_OF_BEST_MATCH = 0.8;
const MAX_WORDS = 8;

/** How well each query word matches at best, from bestMatchSelections. */
export type BestMatches = ReadonlyMap<string, number>;

/** A text column normalised with search_normalize(), and how much a match in it counts. */
export interface SearchField {
  text: RawBuilder<string>;
  weight: number;
}

/** Distinct words of a query, lower case; one-letter words only when nothing longer was typed. */
export function searchWords(query: string): string[] {
  const words = [
    ...new Set(
      query
        .normalize('NFC')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
  const meaningful = words.filter((word) => word.length > 1);
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_WORDS);
}

const similarity = (word: string, field: SearchField) =>
  sql<number>`word_similarity(search_normalize(${word}), ${field.text})`;

/** Aggregates (one per query word, aliased w0, w1, ...) of how well the word matches at best over the fields. */
export function bestMatchSelections(query: string, fields: SearchField[]) {
  return searchWords(query).map((word, index) =>
    sql<number>`max(greatest(${sql.join(fields.map((field) => similarity(word, field)))}))`.as(`w${index}`),
  );
}

/** Reads the row bestMatchSelections selected back into a map by word. */
export function toBestMatches(query: string, row: Record<string, unknown> | undefined): BestMatches {
  return new Map(searchWords(query).map((word, index) => [word, Number(row?.[`w${index}`] ?? 0)]));
}

/** The similarity at which a word counts as found: a near-miss only where nothing matches it better. */
export function wordThreshold(best: number | undefined): number {
  return Math.max(WORD_SIMILARITY_THRESHOLD, SHARE_OF_BEST_MATCH * (best ?? 0));
}

/**
 * SQL that finds rows where every word of the query appears (or nearly appears)
 * in one of the fields, and ranks them: a field's weight times how well each word
 * matched, plus the weight again when the whole query appears in it as typed.
 * With `best` (from bestMatchSelections over the same rows), weak matches of a word
 * that is found much better elsewhere do not count.
 */
export function textSearch(query: string, fields: SearchField[], best?: BestMatches) {
  const words = searchWords(query);
  const thresholdOf = (word: string) => sql.lit(wordThreshold(best?.get(word)));

  const everyWordFound = words.map(
    (word) =>
      sql<SqlBool>`(${sql.join(
        fields.map((field) => sql`${similarity(word, field)} >= ${thresholdOf(word)}`),
        sql` or `,
      )})`,
  );
  const wordScores = words.flatMap((word) =>
    fields.map(
      (field) =>
        sql<number>`(case when ${similarity(word, field)} >= ${thresholdOf(word)} then ${similarity(word, field)} * ${sql.lit(field.weight)} else 0 end)`,
    ),
  );
  const phrase = words.join(' ');
  const phraseScores = fields.map(
    (field) =>
      sql<number>`(case when strpos(${field.text}, search_normalize(${phrase})) > 0 then ${sql.lit(field.weight)} else 0 end)`,
  );

  return {
    matches: words.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`(${sql.join(everyWordFound, sql` and `)})`,
    relevance: sql<number>`(${sql.join([...wordScores, ...phraseScores], sql` + `)})`,
  };
}
