// jest-dom matchers (toBeInTheDocument, ...) for the type checker; jest loads them in shared's jest-setup.ts.
import '@testing-library/jest-dom';
