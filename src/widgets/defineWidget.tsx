import type { ComponentChildren } from 'preact';
import { Component, type FunctionComponent } from 'react';
import { render } from 'react-dom';
import type { VitrineRuntime, WidgetModule } from '../runtime/types.ts';

interface BoundaryProps {
  name: string;
  element: Element;
  runtime: VitrineRuntime;
  children: ComponentChildren;
}

/** A render error inside one widget goes to the one handler and leaves that widget empty. */
class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  override componentDidCatch(error: unknown) {
    this.props.runtime.handleError(error, this.props.name, this.props.element);
    this.setState({ failed: true });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface WidgetProps {
  element: Element;
  runtime: VitrineRuntime;
}

/**
 * Turn a React component into the mount/unmount pair the loader calls.
 * `shouldMount` lets a widget decline a page (the cart pill on the cart page…).
 */
export function defineWidget(
  name: string,
  View: FunctionComponent<WidgetProps>,
  shouldMount: (element: Element, runtime: VitrineRuntime) => boolean = () => true,
): WidgetModule {
  const mounted = new WeakSet<Element>();
  return {
    mount(element, runtime) {
      if (!shouldMount(element, runtime)) return;
      mounted.add(element);
      render(
        <Boundary name={name} element={element} runtime={runtime}>
          <View element={element} runtime={runtime} />
        </Boundary>,
        element,
      );
    },
    unmount(element) {
      if (!mounted.delete(element)) return;
      render(null, element);
    },
  };
}
