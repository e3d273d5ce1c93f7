// Async boundary: the shared singletons (React, Firebase session…) are negotiated before any of them runs.
void import('./bootstrap');
