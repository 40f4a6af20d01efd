/** A refusal meant for the operator who ran a command or a start: printed as its message alone, without a stack. */
export class OperatorError extends Error {}
