/**
 * The dataProvider's custom methods (react-admin: "Adding Custom Methods"):
 * one per declared call (resources/calls), named as declared. A method takes
 * the call's params (and react-query's abort signal) and answers like the CRUD
 * methods, `{ data }`, with the server's own message beside it (a success
 * message such as 创建成功 that a page may show).
 */
import type { AnswerOf, CallSpec, CallSpecs, ParamsOf } from '../resources/framework/defineCalls';
import { request } from './http';

export interface CallAnswer<Answer> {
  data: Answer;
  /** The envelope's statusText. */
  message: string;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export type CallMethod<S> = (params: ParamsOf<S>, options?: CallOptions) => Promise<CallAnswer<AnswerOf<S>>>;

export type CallMethods<Specs> = { [Name in keyof Specs]: CallMethod<Specs[Name]> };

const run = async (spec: CallSpec<never, unknown>, params: unknown, { signal }: CallOptions = {}): Promise<CallAnswer<unknown>> => {
  const { data, statusText } = await request({
    url: spec.path,
    method: spec.method,
    kind: spec.kind,
    service: spec.service,
    silent: spec.quiet,
    fileName: spec.fileName,
    signal,
    ...(spec.kind === 'upload' ? { form: params as FormData } : spec.method === 'GET' ? { params: (params ?? undefined) as Record<string, unknown> | undefined } : { data: params ?? {} }),
  });
  return { data, message: statusText };
};

export const callMethods = <Specs extends { [Name in keyof Specs]: CallSpec<never, unknown> }>(specs: Specs): CallMethods<Specs> =>
  Object.fromEntries(Object.entries(specs as CallSpecs).map(([name, spec]) => [name, (params: unknown, options?: CallOptions) => run(spec, params, options)])) as CallMethods<Specs>;
