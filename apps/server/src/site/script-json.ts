/** JSON inside a <script> element: "<" escaped, so no text in it ("</script>", "<!--") can end the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
