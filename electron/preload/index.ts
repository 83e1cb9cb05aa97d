// The typed `window.remitDesk` bridge arrives with the IPC contract (desktop-shell issue).
export {};
