/// The runtime a host engine checks out for one validation so that its rules and strategies find
/// it (the Lua engine's `RuleRuntime`): core Verdict only carries it, from a strategy environment
/// to each validation context. Not public: only the package's engines attach one.
package protocol ScriptRuntime: AnyObject {}
