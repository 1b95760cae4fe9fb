import {
  GraphQLError,
  Kind,
  visit,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * What one GraphQL request may ask for, checked before any resolver runs (both engines).
 * - depth: nested selections (fragments followed);
 * - aliases: a field under another name (the way to ask for the same service call many times);
 * - cost: 1 a field, `ROOT_FIELD_COST` a root field (each is a request to a service), `EXPENSIVE_FIELD_COST` an
 *   expensive one (`EXPENSIVE_FIELDS`), of which one request may hold only one;
 * - tokens: the parser stops past `maxTokens` (a huge document never reaches validation);
 * - fields: the fields written in the whole document, its fragments and every operation included (`maxFields`), and no
 *   fragment left unused: what the cost of the operation run does not see, graphql's validation still reads, and its
 *   overlapping-fields rule takes time quadratic in the fields (740 fields in an unused fragment: 170 ms a request).
 * - operations and fragments: at most `maxOperations` and `maxFragments` a document (each operation is validated, and
 *   measured, though only one runs: 245 operations over a chain of 185 fragments took 45 ms);
 * - characters: the query text at most `maxQueryChars` (comments count no token: a 1 MB comment passed the token limit,
 *   and the engine keeps every document it has seen);
 * Every operation the SPA sends stays well inside them (`graphql-limits.int-spec.ts` checks each one; the largest has
 * 55 fields, one operation, one fragment and 923 characters).
 */
export const QUERY_LIMITS = { maxDepth: 8, maxAliases: 10, maxCost: 200, maxTokens: 3000, maxFields: 150, maxOperations: 5, maxFragments: 30, maxQueryChars: 16_384 } as const;
export const ROOT_FIELD_COST = 10;
export const EXPENSIVE_FIELD_COST = 100;

/** Fields whose one call is real work: a CV analysis, a password hash, a call to an outside provider. */
export const EXPENSIVE_FIELDS: ReadonlySet<string> = new Set([
  'analyzeCv', 'runAssessment', 'extractLinkedinSkills', 'skillMatches',
  'signIn', 'signUp', 'verifyMfa', 'refreshSession', 'resetPassword', 'requestPasswordReset', 'requestEmailProof', 'updatePassword',
  'activateTotp', 'disableTotp', 'enrollTotp', 'deleteAccount', 'requestDataExport',
  'enroll', 'syncEnrollment', 'syncMyEnrollments', 'enrollmentModules',
  // Resolves the partner's host name (SSRF guard) before storing it.
  'registerPartnerWebhook',
  // A search over every taxonomy label: ten aliased one-letter searches took 300-400 ms of the skills service a request.
  'skillSuggestions',
]);

interface Measure {
  depth: number;
  cost: number;
  aliases: number;
  expensive: number;
}

const ZERO: Measure = { depth: 0, cost: 0, aliases: 0, expensive: 0 };
const add = (a: Measure, b: Measure): Measure => ({ depth: Math.max(a.depth, b.depth), cost: a.cost + b.cost, aliases: a.aliases + b.aliases, expensive: a.expensive + b.expensive });

/**
 * Measures an operation: each fragment once (memoised, so fragments spread many times cost linear time to
 * measure, and a cycle, which graphql's own rule reports, counts as nothing here).
 */
function measureOperation(operation: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>): Measure {
  const measured = new Map<string, Measure | 'visiting'>();
  const fragmentMeasure = (name: string, root: boolean): Measure => {
    const key = `${root ? 'root' : 'nested'}:${name}`;
    const known = measured.get(key);
    if (known === 'visiting') return ZERO;
    if (known) return known;
    const fragment = fragments.get(name);
    if (!fragment) return ZERO;
    measured.set(key, 'visiting');
    const result = selections(fragment.selectionSet, root);
    measured.set(key, result);
    return result;
  };
  // Depth is relative to the selection set; fragments and inline fragments add none of their own. A spread
  // at the root of an operation spreads root fields, so it is measured as root.
  const selections = (set: SelectionSetNode, root: boolean): Measure => {
    let total = ZERO;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const child = selection.selectionSet ? selections(selection.selectionSet, false) : ZERO;
        const expensive = root && EXPENSIVE_FIELDS.has(selection.name.value);
        const own = expensive ? EXPENSIVE_FIELD_COST : root && !selection.name.value.startsWith('__') ? ROOT_FIELD_COST : 1;
        total = add(total, { depth: child.depth + 1, cost: own + child.cost, aliases: child.aliases + (selection.alias ? 1 : 0), expensive: child.expensive + (expensive ? 1 : 0) });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        total = add(total, selections(selection.selectionSet, root));
      } else {
        total = add(total, fragmentMeasure(selection.name.value, root));
      }
    }
    return total;
  };
  return selections(operation.selectionSet, true);
}

/**
 * What the document as written breaks, in one linear pass, before graphql's own rules read it: more than `maxFields`
 * fields in all, or a fragment no operation or fragment spreads (graphql's message). Run before validation (the
 * Mercurius engine's preValidation hook), and as part of `queryLimits` for the other paths.
 */
export function documentProblems(document: DocumentNode, limits: { maxFields: number; maxOperations: number; maxFragments: number } = QUERY_LIMITS): string[] {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length;
  const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).length;
  if (operations > limits.maxOperations) return [`Query has ${operations} operations; the limit is ${limits.maxOperations}`];
  if (fragments > limits.maxFragments) return [`Query has ${fragments} fragments; the limit is ${limits.maxFragments}`];
  let fields = 0;
  const spread = new Set<string>();
  const defined: string[] = [];
  visit(document, {
    Field() {
      fields += 1;
    },
    FragmentSpread(node) {
      spread.add(node.name.value);
    },
    FragmentDefinition(node) {
      defined.push(node.name.value);
    },
  });
  const problems = fields > limits.maxFields ? [`Query has ${fields} fields; the limit is ${limits.maxFields}`] : [];
  const unused = defined.find((name) => !spread.has(name));
  if (unused !== undefined) problems.push(`Fragment "${unused}" is never used.`);
  return problems;
}

/** One validation rule for all the limits: each broken limit is one error with a plain message. */
export function queryLimits(limits: { maxDepth: number; maxAliases: number; maxCost: number; maxFields: number; maxOperations: number; maxFragments: number } = QUERY_LIMITS) {
  return (context: ValidationContext): ASTVisitor => {
    const definitions = context.getDocument().definitions;
    const fragments = new Map(definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
    return {
      Document(node) {
        for (const message of documentProblems(node, limits)) context.reportError(new GraphQLError(message, { nodes: [node], extensions: { code: 'QUERY_TOO_COMPLEX' } }));
      },
      OperationDefinition(node) {
        const measure = measureOperation(node, fragments);
        const report = (message: string) => context.reportError(new GraphQLError(message, { nodes: [node], extensions: { code: 'QUERY_TOO_COMPLEX' } }));
        if (measure.depth > limits.maxDepth) report(`Query depth ${measure.depth} exceeds the limit of ${limits.maxDepth}`);
        if (measure.aliases > limits.maxAliases) report(`Query uses ${measure.aliases} aliases; the limit is ${limits.maxAliases}`);
        if (measure.expensive > 1) report(`Query asks for ${measure.expensive} expensive fields; one request may ask for one`);
        else if (measure.cost > limits.maxCost) report(`Query cost ${measure.cost} exceeds the limit of ${limits.maxCost}`);
        return false;
      },
    };
  };
}
