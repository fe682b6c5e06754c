//! Parser checks for the mnk input formats (see the parent module).

/// Placeholder until the mnk formats have their round-trip checks.
pub fn check(_data: &[u8]) -> Result<(), String> {
    Ok(())
}
