/** Names for a message, each in double quotes; past `atMost` of them the rest are counted ("… and 3 more"). */
export const quotedNames = (names: ReadonlyArray<string>, atMost: number = names.length): string =>
  names.slice(0, atMost).map((name) => `"${name}"`).join(", ") +
  (names.length > atMost ? ` and ${names.length - atMost} more` : "")
