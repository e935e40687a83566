import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * pg_trgm word_similarity at which a typed word counts as found: low enough that
 * one slip ("panik", "hodie") or a swap ("vinly") still finds the word.
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;
const MAX_WORDS = 8;

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

/**
 * SQL that finds rows where every word of the query appears (or nearly appears)
 * in one of the fields, and ranks them: a field's weight times how well each word
 * matched, plus the weight again when the whole query appears in it as typed.
 */
export function textSearch(query: string, fields: SearchField[]) {
  const words = searchWords(query);
  const threshold = sql.lit(WORD_SIMILARITY_THRESHOLD);
  const similarity = (word: string, field: SearchField) =>
    sql<number>`word_similarity(search_normalize(${word}), ${field.text})`;

  const everyWordFound = words.map(
    (word) =>
      sql<SqlBool>`(${sql.join(
        fields.map((field) => sql`${similarity(word, field)} >= ${threshold}`),
        sql` or `,
      )})`,
  );
  const wordScores = words.flatMap((word) =>
    fields.map(
      (field) =>
        sql<number>`(case when ${similarity(word, field)} >= ${threshold} then ${similarity(word, field)} * ${sql.lit(field.weight)} else 0 end)`,
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
