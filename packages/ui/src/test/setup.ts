import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy…/waitFor give up after 1 s by default; on two loaded CI cores a drawer's first render (its
// lazily loaded panels included) has taken longer. Ten seconds bounds a real failure all the same.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
