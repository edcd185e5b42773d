/** Thrown to stop a render that ran over its step budget; caught only at the top. */
export class Halt extends Error {}
