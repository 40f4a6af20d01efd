/**
 * A single record's problems (by field path, `pictures.0.title`) as the
 * nested errors react-admin's form validation takes, each one a translation
 * of the declaration's message with its arguments.
 */
import { formatRecordProblem, type RecordProblem, type SingleRecordDeclaration } from '../../../resources/framework/singleRecord';

type Errors = { [key: string]: Errors | Errors[] | { message: string; args: Record<string, unknown> } };

export const recordErrors = (declaration: Pick<SingleRecordDeclaration, 'i18n' | 'messages'>, problems: Record<string, RecordProblem>) => {
  const errors: Errors = {};
  for (const [path, problem] of Object.entries(problems)) {
    const { key, args = {} } = problem;
    const parts = path.split('.');
    // An array is walked by its string index like an object's field.
    let node = errors as Record<string, unknown>;
    parts.slice(0, -1).forEach((part, index) => {
      node[part] ??= /^\d+$/.test(parts[index + 1]) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
    node[parts[parts.length - 1]] = { message: `${declaration.i18n}.${key}`, args: { ...args, _: formatRecordProblem(declaration.messages, problem) } };
  }
  return errors;
};
