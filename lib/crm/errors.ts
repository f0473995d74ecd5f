/** A record that does not exist, or that the user may not see (the two are never told apart). */
export class CrmNotFoundError extends Error {
  constructor(readonly entity: string) {
    super(`${entity} not found`);
    this.name = "CrmNotFoundError";
  }
}

/** Input that passed the schema but not the business rules; answered 400 with field errors. */
export class CrmValidationError extends Error {
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super(Object.values(fieldErrors)[0]?.[0] ?? "Invalid input");
    this.name = "CrmValidationError";
  }
}
