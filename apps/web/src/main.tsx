/** The member app's entry point. */
import { start } from './app/start';

void start();
