import { editorText } from './editorText.ts';
import { humanFileSize } from './fileSize.ts';

export interface UploadRules {
  /** MIME types or patterns ('image/*', 'application/pdf'); empty: any type */
  accept: readonly string[];
  /** words before 'file' in the type message, with their trailing space: 'image ' (or '') */
  fileTypeMessage: string;
  /** the largest size allowed, in bytes */
  maxBytes: number;
}

/** The file-type and file-size upload messages (engine spec §5); undefined when the file may go. */
export function uploadError(
  file: { name: string; size: number; type: string },
  rules: UploadRules,
): string | undefined {
  const type = file.type.toLowerCase();
  const accepted =
    rules.accept.length === 0 ||
    rules.accept.some((pattern) => {
      const p = pattern.toLowerCase();
      return p.endsWith('/*') ? type.startsWith(p.slice(0, -1)) : type === p;
    });
  if (!accepted) {
    return editorText('editor.upload.unsupportedType', {
      fileName: file.name,
      fileTypeMessage: rules.fileTypeMessage,
    });
  }
  if (file.size > rules.maxBytes) {
    return editorText('editor.upload.tooLarge', {
      fileName: file.name,
      maxSize: humanFileSize(rules.maxBytes),
    });
  }
  return undefined;
}
