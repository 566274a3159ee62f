/**
 * antd's Space.Compact without Space: importing `Space` from 'antd' brings the Space
 * component into the login page, while Button already loads this module. A deep import
 * from antd/es: check the path when upgrading antd.
 */
export { default as SpaceCompact } from 'antd/es/space/Compact';
