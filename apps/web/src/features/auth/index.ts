// What other features may use of auth: the password inputs and field rules of SPEC.md §5.
export { PasswordField, PasswordInput } from './password-input';
export { passwordField, payPasswordField } from './schemas';
