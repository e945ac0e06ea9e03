/** Tags as the library's field takes them: separated by commas, each trimmed and lower-cased, once. */
export function tagsOfField(value: string): string[] {
  return [...new Set(value.split(',').map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
}

export function fieldOfTags(tags: readonly string[]): string {
  return tags.join(', ');
}
