import { Assembler } from './assemble.ts';
import { messages, templateError } from './errors.ts';
import { generate } from './generate.ts';
import { locator } from './locator.ts';
import { parseTag, type TagContext } from './parseTag.ts';
import { formatters, predicates } from './plugins/index.ts';
import type { Exec } from './run.ts';
import { scan } from './scan.ts';
import type { CompiledTemplate, CompileResult, TemplateError } from './types.ts';

/** Compiles template source once; errors come back as data, and the faulty fragments are skipped. */
export function compile(source: string): CompileResult {
  const errors: TemplateError[] = [];
  try {
    const text = typeof source === 'string' ? source : String(source);
    const exec = compileToExec(text, errors);
    return { code: template(exec), errors };
  } catch (e) {
    errors.push(
      templateError(
        'engine',
        messages.unexpected('compile', e instanceof Error ? e.message : String(e)),
        1,
        1,
      ),
    );
    return { code: template(() => {}), errors };
  }
}

function template(exec: Exec): CompiledTemplate {
  return { kind: 'vitrine-template', _exec: exec as CompiledTemplate['_exec'] };
}

export function execOf(code: CompiledTemplate): Exec {
  return code._exec as unknown as Exec;
}

function compileToExec(source: string, errors: TemplateError[]): Exec {
  const at = locator(source);
  const assembler = new Assembler((message, loc) =>
    errors.push(templateError('assembler', message, loc.line, loc.column)),
  );
  // One tag context for the whole template (not one per tag): `loc` follows the tag being read.
  let loc = at(0);
  const tc: TagContext = {
    formatters,
    predicates,
    assembler,
    report: (message) => errors.push(templateError('parser', message, loc.line, loc.column)),
  };
  const unclosedComment = scan(source, {
    text: (text) => assembler.text(text),
    tag: (content, offset) => {
      loc = at(offset);
      if (!parseTag(content, loc, tc)) assembler.text(`{${content}}`);
    },
    end: (offset) => assembler.end(at(offset)),
  });
  if (unclosedComment !== null) {
    const loc = at(unclosedComment);
    errors.push(templateError('parser', messages.commentUnclosed(), loc.line, loc.column));
  }
  return generate(assembler.finish(at(source.length)));
}
