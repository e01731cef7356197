// Whom a mail to a user greets: every mail to a buyer or owner says "Hi <name>" the same way.

/** Their first name, else their full name, else none (the template's greeting without a name). */
export function greetingName(person: { first_name: string | null; name: string | null }): string | undefined {
  return person.first_name || person.name || undefined;
}
