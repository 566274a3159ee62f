/** A node of the backend's code tree. */
export interface CodeNode {
  code: string;
  name: string;
  children?: CodeNode[];
}
