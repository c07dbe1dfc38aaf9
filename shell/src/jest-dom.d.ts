// Types of the @testing-library/jest-dom matchers the tests use (jest-setup.ts installs them).
import '@testing-library/jest-dom';
