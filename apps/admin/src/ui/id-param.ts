/** A positive whole number from the address (`/kyc/12`), or null for anything else. */
export function idParam(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
