import type { ComponentChildren } from 'preact';
import { Component } from 'react';
import { editorMessages } from '../i18n/areas/editorMessages.ts';
import { createCatalogue } from '../i18n/createCatalogue.ts';

export interface ErrorBoundaryProps {
  children: ComponentChildren;
  /** Error tracking: the crash is reported here once. */
  report: (error: unknown) => void;
  /** What shows instead (default: 'Something went wrong' in the page's locale). */
  fallback?: ComponentChildren;
  locale?: string;
}

/** A component crash shows fallback content and is reported (engine spec §8). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  override componentDidCatch(error: unknown) {
    try {
      this.props.report(error);
    } catch {
      // a broken reporter must not take the fallback down with it
    }
    this.setState({ failed: true });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      this.props.fallback ?? (
        <p role="alert">
          {createCatalogue(this.props.locale, editorMessages).t('editor.somethingWentWrong')}
        </p>
      )
    );
  }
}
