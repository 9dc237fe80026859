package app.kabuto.member;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
