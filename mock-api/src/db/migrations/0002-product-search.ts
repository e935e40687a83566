import { sql, type Migration } from 'kysely';

/*
 * Search is accent- and case-insensitive and forgives small typos: products keep
 * normalised copies of their name and of their description text plus tags, and
 * queries compare words with pg_trgm's word_similarity. unaccent() is only STABLE
 * (its dictionary could change), so an IMMUTABLE wrapper with the dictionary named
 * explicitly lets generated columns use it.
 */

export const productSearchMigration: Migration = {
  async up(db) {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`create extension if not exists unaccent with schema public`.execute(db);
    await sql`
      create function search_normalize(input text) returns text
      language sql immutable strict parallel safe
      as $$ select lower(public.unaccent('public.unaccent'::regdictionary, input)) $$
    `.execute(db);
    // Tags become spaces, entities are dropped: what is left is the text a shopper reads.
    await sql`
      create function product_search_body(description_html text, tags text[]) returns text
      language sql immutable parallel safe
      as $$
        select search_normalize(
          regexp_replace(regexp_replace(description_html, '<[^>]*>', ' ', 'g'), '&[#a-z0-9]+;', ' ', 'gi')
          || ' ' || array_to_string(tags, ' ')
        )
      $$
    `.execute(db);
    await sql`
      alter table products
        add column search_name text generated always as (search_normalize(name)) stored
    `.execute(db);
    await sql`
      alter table products
        add column search_body text generated always as (product_search_body(description_html, tags)) stored
    `.execute(db);
  },
};
