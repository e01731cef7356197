export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export function storefrontFiles(manifest: Record<string, ManifestChunk>, entry?: string): string[];
