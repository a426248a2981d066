import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One operation = one call of the member API (docs/api.md). Both the server route and the portal fetcher are built
 * from the same object, so a field renamed here breaks both at compile time.
 */
export type Operation<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  V extends z.ZodType = z.ZodType,
> = {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  /** 'token' operations answer 401 without a valid session; 'optional' reads one when sent. */
  auth: 'none' | 'token' | 'optional';
  /** Operator (back-office) calls: the permission the server checks before anything else (permissions.ts). */
  permission?: string | null;
  query?: Q;
  body?: B;
  /** Path parameters (`:name` in the path), validated like the query; the handler reads them from req.params. */
  params?: z.ZodType;
  value: V;
};

export const defineOperation = <
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  V extends z.ZodType = z.ZodType,
>(
  op: Operation<Q, B, V>,
) => op;

export type OperationQuery<O> =
  O extends Operation<infer Q, z.ZodType | undefined, z.ZodType>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type OperationBody<O> =
  O extends Operation<z.ZodType | undefined, infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type OperationValue<O> =
  O extends Operation<z.ZodType | undefined, z.ZodType | undefined, infer V> ? z.output<V> : never;

/** The body after parsing (defaults applied, transforms run): what a server service receives. */
export type OperationParsedBody<O> =
  O extends Operation<z.ZodType | undefined, infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.output<B>
      : undefined
    : never;
/** The query after parsing: what a server service receives. */
export type OperationParsedQuery<O> =
  O extends Operation<infer Q, z.ZodType | undefined, z.ZodType>
    ? Q extends z.ZodType
      ? z.output<Q>
      : undefined
    : never;

/** The body schema of an operation that takes one: what a portal form validates with. */
export const bodySchema = <B extends z.ZodType>(op: Operation<z.ZodType | undefined, B, z.ZodType>): B => {
  if (!op.body) throw new Error(`${op.id} takes no body`);
  return op.body;
};
