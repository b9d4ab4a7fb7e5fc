import { driveMatrix } from './drive';

driveMatrix('grades');
