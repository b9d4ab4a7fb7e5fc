import type { ApolloServerPlugin } from '@apollo/server';
import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  isInterfaceType,
  isLeafType,
  isListType,
  isObjectType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { DEFAULT_PAGE_SIZE } from '../modules/common/list/request';
import { queryRefusal } from './query-refusal';

/**
 * The cost of a query is about how many values its answer may hold: a field costs one, and a list
 * multiplies the cost of its selection by the rows it may return. graphql-armor's cost does not
 * grow with list sizes, so `dojos(page: {limit: 1000}) { items { association { dojos { … } } } }`
 * passed it while asking a large federation for millions of rows.
 *
 * The rows of a list: its page (`page.limit`, `first`), computed with the request's variables,
 * so it runs once the operation is resolved rather than as a validation rule (which sees no
 * variables); a list without one declares its size with `@Extensions({ listSize })` (countries
 * and provinces: reference data of a known size), or its usual size with
 * `@Extensions({ typicalListSize })` (an association's dojos), or counts UNPAGED_LIST_SIZE. A usual
 * size holds for one level only: a list of usual size nested under another (an association's
 * dojos' association's dojos) answers its largest sizes multiplied, so it counts EVERY_ROW_SIZE.
 *
 * A field whose work is not told by its answer declares what it costs itself with
 * `@Extensions({ cost })`, counted once per time it is asked, on top of its answer: a report
 * answers a count from statements over every row of its view, each on a pooled connection of its
 * own, and fifteen aliased reports cost less than a page of members while they held the whole pool.
 */
export const UNPAGED_LIST_SIZE = 100;
/** The rows assumed for `page: {all: true}` and lists that answer every row unless paged. */
export const EVERY_ROW_SIZE = 1000;

type Field = GraphQLField<unknown, unknown>;
type Fragments = Map<string, FragmentDefinitionNode>;

function declaredSize(field: Field, name: 'listSize' | 'typicalListSize' | 'cost'): number | undefined {
  const size = field.extensions?.[name];
  return typeof size === 'number' ? size : undefined;
}

/** Rows asked by a paged field (`page` or `first`), or undefined for a field that takes no page. */
function pageSize(field: Field, node: FieldNode, variables: Record<string, unknown>): number | undefined {
  if (!field.args.some((a) => a.name === 'page' || a.name === 'first')) return undefined;
  const args = getArgumentValues(field, node, variables);
  if (typeof args.first === 'number') return Math.max(1, args.first);
  const page = args.page as { limit?: unknown; all?: unknown } | undefined;
  if (page?.all === true) return EVERY_ROW_SIZE;
  if (typeof page?.limit === 'number') return Math.max(1, page.limit);
  return declaredSize(field, 'listSize') ?? DEFAULT_PAGE_SIZE;
}

class CostWalker {
  // A fragment is costed once per page size it is spread under: fragments spreading fragments
  // twice over cannot make the walk itself exponential.
  private readonly fragmentCosts = new Map<string, number>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: Fragments,
    private readonly variables: Record<string, unknown>,
  ) {}

  /**
   * `rows`: the page size of the paged field just above, spent by the first list below it;
   * `underTypical`: whether a list of usual size (typicalListSize) is above.
   */
  selectionCost(
    set: SelectionSetNode,
    type: GraphQLNamedType,
    rows: number | undefined,
    underTypical = false,
  ): number {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        cost += this.fieldCost(selection, type, rows, underTypical);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? typeFromAST(this.schema, selection.typeCondition) : type;
        cost += this.selectionCost(selection.selectionSet, on ?? type, rows, underTypical);
      } else {
        const key = `${selection.name.value}:${rows}:${underTypical}`;
        let fragmentCost = this.fragmentCosts.get(key);
        if (fragmentCost === undefined) {
          const fragment = this.fragments.get(selection.name.value);
          const on = fragment && typeFromAST(this.schema, fragment.typeCondition);
          fragmentCost =
            fragment && on ? this.selectionCost(fragment.selectionSet, on, rows, underTypical) : 0;
          this.fragmentCosts.set(key, fragmentCost);
        }
        cost += fragmentCost;
      }
    }
    return cost;
  }

  private fieldCost(
    node: FieldNode,
    parent: GraphQLNamedType,
    rows: number | undefined,
    underTypical: boolean,
  ): number {
    // Introspection (Apollo Sandbox) is costed by nothing but the depth and token limits.
    if (node.name.value === '__schema' || node.name.value === '__type') return 0;
    const field =
      isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[node.name.value] : undefined;
    if (!field) return 1; // __typename
    const paged = pageSize(field, node, this.variables);
    const isList = isListType(getNullableType(field.type));
    const typical =
      isList && paged === undefined && rows === undefined
        ? declaredSize(field, 'typicalListSize')
        : undefined;
    const usual = typical === undefined ? undefined : underTypical ? EVERY_ROW_SIZE : typical;
    const multiplier = isList
      ? (paged ?? rows ?? declaredSize(field, 'listSize') ?? usual ?? UNPAGED_LIST_SIZE)
      : 1;
    const own = declaredSize(field, 'cost') ?? 0;
    const named = getNamedType(field.type);
    if (isLeafType(named) || !node.selectionSet) return own + multiplier;
    const below = this.selectionCost(
      node.selectionSet,
      named,
      isList ? undefined : paged,
      underTypical || typical !== undefined,
    );
    return 1 + own + multiplier * below;
  }
}

export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): number {
  const fragments: Fragments = new Map();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  return new CostWalker(schema, fragments, variables).selectionCost(operation.selectionSet, root, undefined);
}

/**
 * The most values (list entries, object fields, scalars) a request's variables may hold: a fee
 * batch's 5,000 members and the rest of its input, with room. Counted on the parsed JSON with an
 * early stop, before graphql-js coerces them: coercion checks every entry of a list against its
 * type (twice: here and again when the operation runs), and a body of a million ids held the
 * server for seconds.
 */
export const MAX_VARIABLE_VALUES = 10_000;

/** Whether `value` holds more than `max` values, walked without recursion and stopped early. */
export function exceedsValues(value: unknown, max: number): boolean {
  const pending: unknown[] = [value];
  let seen = 0;
  while (pending.length) {
    const next = pending.pop();
    if (++seen > max) return true;
    if (Array.isArray(next)) {
      if (seen + next.length > max) return true;
      pending.push(...next);
    } else if (next !== null && typeof next === 'object') {
      const fields = Object.values(next);
      if (seen + fields.length > max) return true;
      pending.push(...fields);
    }
  }
  return false;
}

/** Refuses, before anything runs, an operation whose cost passes `maxCost`. */
export function listCostLimit(maxCost: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          if (exceedsValues(request.variables ?? {}, MAX_VARIABLE_VALUES)) {
            throw queryRefusal(`Variables hold more than ${MAX_VARIABLE_VALUES} values.`);
          }
          const coerced = getVariableValues(
            schema,
            operation.variableDefinitions ?? [],
            request.variables ?? {},
          );
          // Variables that do not fit their types fail execution anyway, before any resolver runs.
          if (coerced.errors) return;
          let cost: number;
          try {
            cost = operationCost(schema, document, operation, coerced.coerced);
          } catch {
            // Arguments that do not coerce (a null for a non-null argument with a default) would
            // fail only their own field: the others would still run, uncosted. Fail closed.
            throw queryRefusal('Query cost could not be computed: an argument does not fit its type.');
          }
          if (cost > maxCost) {
            throw queryRefusal(`Query cost limit of ${maxCost} exceeded, found ${Math.round(cost)}.`);
          }
        },
      };
    },
  };
}
