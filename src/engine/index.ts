/** The JSON-Template engine: compile once, render many times; errors are returned, never thrown. */
export { compile } from './compile.ts';
export { render } from './render.ts';
export { JsonSyntaxError, parseJson } from './parseJson.ts';
export type {
  CompiledTemplate,
  CompileResult,
  ExpressionLimits,
  RenderOptions,
  RenderResult,
  SourcePlace,
  TemplateError,
} from './types.ts';
