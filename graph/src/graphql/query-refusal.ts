import { GraphQLError, Lexer, Source, TokenKind, type ValidationContext } from 'graphql';

// A refused query (too deep, too many aliases, tokens or directives, too costly) is recognised by
// this mark, set where the refusal is made, never by reading the refusal's text: that text repeats
// the query, and scanning it with a pattern is itself a way to freeze the server.
const REFUSED = 'federaQueryRefused';

/** An error that marks the query as refused; its message (the limit passed) becomes `detail`. */
export function queryRefusal(detail: string): GraphQLError {
  return new GraphQLError(detail, {
    extensions: { code: 'QUERY_REJECTED', [REFUSED]: true, http: { status: 400 } },
  });
}

export function isQueryRefusal(error: { extensions?: Record<string, unknown> }): boolean {
  return error.extensions?.[REFUSED] === true;
}

/** graphql-armor's onReject for its validation rules: report a marked refusal instead of a bare one. */
export function reportRefusal(context: ValidationContext | null, error: GraphQLError): void {
  context?.reportError(queryRefusal(error.message));
}

/**
 * Whether a document that failed to parse has more than `max` tokens: the parser stops there
 * (`parseOptions.maxTokens`) with a syntax error, told apart here by counting, at most max + 1
 * tokens, each read once.
 */
export function exceedsTokens(source: string, max: number): boolean {
  const lexer = new Lexer(new Source(source));
  try {
    for (let n = 0; n <= max; n++) if (lexer.advance().kind === TokenKind.EOF) return false;
    return true;
  } catch {
    return false; // a lexical error before the limit: an ordinary syntax error
  }
}
